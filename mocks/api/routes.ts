/**
 * The mock API's routes. The definitions live beside the fetch client (adapters/mock/api) because the
 * client may not import from mocks/; the server side reads them from here.
 */
export * from '../../adapters/mock/api/routes';
