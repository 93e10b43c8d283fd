import { Box, Button, Container, Flex, HStack, IconButton, Stack, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { DemoBadge } from '@/components/feedback/demo-badge';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { whenMarkedSignedIn, whenMarkedSignedOut } from '@/lib/session-mark';
import { useColorMode } from '@/theme/color-mode';
import { BrandLogo } from './brand-logo';
import { headerLinks } from './nav-links';

const StyledNavLink = chakra(NavLink);
const StyledLink = chakra(Link);

const navLinkStyles = {
  px: '3',
  py: '2',
  rounded: 'md',
  fontWeight: 'medium',
  fontSize: 'sm',
  color: 'fg.muted',
  _hover: { color: 'fg', bg: 'bg.muted' },
  _currentPage: { color: 'blue.fg', bg: 'blue.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' },
} as const;

/**
 * Signed-in visitors get My Account; anonymous ones Sign In, which opens the external customer portal in a
 * new tab (or /auth offline). Until the session is read (the prerendered page, hydration) both are in the
 * markup and the boot script's session mark shows the right one, so neither flashes.
 */
function AccountButton({ onNavigate }: { onNavigate?: () => void }) {
  const { user, loading } = useAuth();
  const unread = loading && !user;
  const external = env.VITE_CUSTOMER_PORTAL_URL;
  // Both keep their place in the tree whatever the session turns out to be, so the one that stays is not
  // remounted (a focused Sign In keeps focus when the session is read).
  return (
    <>
      {(user || unread) && (
        <Button asChild size="sm" colorPalette="blue" css={unread ? whenMarkedSignedIn : undefined}>
          <Link to={paths.portal} onClick={onNavigate}>
            My Account
          </Link>
        </Button>
      )}
      {!user && (
        <Button asChild size="sm" colorPalette="blue" css={unread ? whenMarkedSignedOut : undefined}>
          {external ? (
            <a href={external} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              Sign In
            </a>
          ) : (
            <Link to={paths.auth} onClick={onNavigate}>
              Sign In
            </Link>
          )}
        </Button>
      )}
    </>
  );
}

function ColorModeToggle() {
  const { colorMode, canToggle, toggleColorMode } = useColorMode();
  if (!canToggle) return null;
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton aria-label={`Switch to ${next} mode`} variant="ghost" size="sm" onClick={toggleColorMode}>
      {colorMode === 'dark' ? (
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      ) : (
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      )}
    </IconButton>
  );
}

export function SiteHeader({
  initialMenuOpen = false,
  highlightCurrent = true,
}: {
  initialMenuOpen?: boolean;
  /** Mark the current page's link; off where the markup is built for another path (the SPA fallback). */
  highlightCurrent?: boolean;
}) {
  const [menuOpen, setMenuOpen] = useState(initialMenuOpen);
  // A plain link carries no active state, so markup built for one path stays true at another.
  const NavItem = highlightCurrent ? StyledNavLink : StyledLink;
  const end = highlightCurrent ? { end: true } : {};
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const close = () => setMenuOpen(false);

  // Escape (from the toggle or from inside the open menu) closes the menu and puts focus back on its button,
  // as a keyboard user expects from a disclosure; without this the menu could only be closed by the toggle.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.stopPropagation();
    setMenuOpen(false);
    toggleRef.current?.focus();
  };

  // Any navigation (including back/forward) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="docked"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      onKeyDown={closeOnEscape}
    >
      <chakra.a
        href="#main"
        position="absolute"
        left="2"
        top="-40"
        _focus={{ top: '2' }}
        bg="bg"
        px="3"
        py="2"
        rounded="md"
        zIndex="overlay"
      >
        Skip to content
      </chakra.a>
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="4">
          <HStack gap="3" minW="0">
            <Link to={paths.home} aria-label="Home">
              <BrandLogo />
            </Link>
            <DemoBadge />
          </HStack>
          <HStack as="nav" aria-label="Main" gap="1" display={{ base: 'none', md: 'flex' }}>
            {headerLinks.map((link) => (
              <NavItem key={link.to} to={link.to} {...end} {...navLinkStyles}>
                {link.label}
              </NavItem>
            ))}
          </HStack>
          <HStack gap="2">
            <ColorModeToggle />
            <Box display={{ base: 'none', md: 'block' }}>
              <AccountButton />
            </Box>
            <IconButton
              ref={toggleRef}
              display={{ base: 'inline-flex', md: 'none' }}
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              variant="ghost"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg
                width="22"
                height="22"
                viewBox="0 0 24 24"
                aria-hidden="true"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      <Box id={menuId} hidden={!menuOpen} display={{ md: 'none' }} borderTopWidth="1px" bg="bg">
        <Container maxW="7xl" py="3">
          <Stack as="nav" aria-label="Mobile" gap="1">
            {headerLinks
              .filter((link) => link.inMobileMenu)
              .map((link) => (
                <NavItem key={link.to} to={link.to} {...end} onClick={close} {...navLinkStyles} fontSize="md">
                  {link.label}
                </NavItem>
              ))}
            <Box pt="2">
              <AccountButton onNavigate={close} />
            </Box>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
