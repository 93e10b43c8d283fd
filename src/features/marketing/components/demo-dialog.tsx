import { Button, CloseButton, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { demoDialog } from '@/content/contact';
import { InboundFormSlot } from './inbound-request';

export interface DemoDialogProps {
  /** Label of the opening button. */
  label?: string;
  buttonProps?: ButtonProps;
  /** Overrides the configured demo form URL (stories, tests); null forces the native form. */
  frameUrl?: string | null;
  defaultOpen?: boolean;
}

/** Request Demo button and the Request a Demo dialog (SPEC §2, §4: open or closed). */
export function DemoDialog({ label = 'Request Demo', buttonProps, frameUrl, defaultOpen = false }: DemoDialogProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => setOpen(e.open)}
      size="xl"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="blue" {...buttonProps}>
          {label}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="2" pe="14">
              <Dialog.Title fontSize="xl">{demoDialog.title}</Dialog.Title>
              <Dialog.Description color="fg.muted">{demoDialog.text}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <InboundFormSlot kind="demo" frameUrl={frameUrl} hideHeading />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
