/**
 * The brand in one place. The spec does not name the product, so "EntityLens" is the working name;
 * change it here and everywhere follows.
 */
export const brand = {
  productName: 'EntityLens',
  companyName: 'EntityLens Analytics, Inc.',
  tagline: 'Legal-entity document review for lenders',
  salesEmail: 'sales@entitylens.example',
  phone: '(949) 555-0142',
  phoneHref: 'tel:+19495550142',
  address: {
    street: '4695 MacArthur Court, Suite 1100',
    city: 'Newport Beach',
    region: 'California',
    postalCode: '92660',
  },
} as const;

export const formattedAddress = `${brand.address.street}, ${brand.address.city}, ${brand.address.region} ${brand.address.postalCode}`;
