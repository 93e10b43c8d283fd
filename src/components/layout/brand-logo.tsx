import { HStack, Text } from '@chakra-ui/react';
import { brand } from '@/content/brand';

/** The product mark: a lens over a document, drawn inline so it costs no request. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1d4ed8" />
      <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
      <path d="M19 19l6 6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function BrandLogo() {
  return (
    <HStack gap="2">
      <BrandMark />
      <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="-0.01em">
        {brand.productName}
      </Text>
    </HStack>
  );
}
