/** The mock API's wire schemas and error texts, shared with the fetch client (see routes.ts). */
export * from '../../adapters/mock/api/wire';
