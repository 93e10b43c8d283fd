import { Box, chakra } from '@chakra-ui/react';
import { useEffect } from 'react';
import { brand } from '@/content/brand';

/** The hosted request form: full width and one viewport tall, plus the form service's embed script. */
export function RequestFrame({ src, embedScriptUrl }: { src: string; embedScriptUrl?: string }) {
  useEffect(() => {
    if (!embedScriptUrl) return;
    const script = document.createElement('script');
    script.src = embedScriptUrl;
    script.async = true;
    script.dataset.formEmbed = 'request';
    document.body.append(script);
    return () => script.remove();
  }, [embedScriptUrl]);

  return (
    <Box w="full">
      <chakra.iframe
        src={src}
        title={`${brand.productName} request form`}
        w="full"
        h="100vh"
        display="block"
        border="0"
        allow="fullscreen"
      />
    </Box>
  );
}
