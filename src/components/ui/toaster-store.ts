import { createToaster } from '@chakra-ui/react';

/** The app-wide toast queue (SPEC §8 toasts). Error toasts use type 'error', successes 'success'. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });
