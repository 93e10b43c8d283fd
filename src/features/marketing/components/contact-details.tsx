import { Link, Stack, Text } from '@chakra-ui/react';
import { brand, formattedAddress } from '@/content/brand';
import { contactPage } from '@/content/contact';

/** Sales email, phone and office address (SPEC §2 contact section). */
export function ContactDetails() {
  return (
    <Stack as="dl" gap="4" fontSize="md">
      <div>
        <Text as="dt" fontWeight="semibold">
          Sales
        </Text>
        <Text as="dd">
          <Link href={`mailto:${brand.salesEmail}`} color="blue.fg">
            {brand.salesEmail}
          </Link>
        </Text>
      </div>
      <div>
        <Text as="dt" fontWeight="semibold">
          Phone
        </Text>
        <Text as="dd">
          <Link href={brand.phoneHref} color="blue.fg">
            {brand.phone}
          </Link>
          <Text as="span" display="block" color="fg.muted" fontSize="sm">
            {contactPage.hours}
          </Text>
        </Text>
      </div>
      <div>
        <Text as="dt" fontWeight="semibold">
          Office
        </Text>
        <Text as="dd">
          <Text as="span" display="block">
            {brand.companyName}
          </Text>
          <Text as="span" display="block" color="fg.muted">
            {formattedAddress}
          </Text>
        </Text>
      </div>
    </Stack>
  );
}
