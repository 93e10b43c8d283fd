import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { brand } from '@/content/brand';
import { LogoMenuLabel } from './logo-menu-label';
import { LOGO_VARIANTS } from './logo-variants';
import { downloadLogo } from './render-logo';

/** SPEC §2 Download Logo Options: each item draws a PNG in the browser and downloads it. */
export function LogoDownloadMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [busy, setBusy] = useState(false);

  const download = async (id: string) => {
    const variant = LOGO_VARIANTS.find((v) => v.id === id);
    if (!variant) return;
    setBusy(true);
    try {
      await downloadLogo(variant, { productName: brand.productName, tagline: brand.tagline });
    } catch (error) {
      console.error('Logo download failed', error);
      notify.error('Download failed', error instanceof Error ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      onSelect={(details) => void download(details.value)}
      positioning={{ placement: 'bottom-start' }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" loading={busy} loadingText="Preparing...">
          <LogoMenuLabel />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="64">
            {LOGO_VARIANTS.map((variant) => (
              <Menu.Item key={variant.id} value={variant.id} justifyContent="space-between" gap="6">
                <Text as="span">{variant.label}</Text>
                <Text as="span" color="fg.muted" fontSize="xs" fontVariantNumeric="tabular-nums">
                  {variant.width}×{variant.height} PNG
                </Text>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
