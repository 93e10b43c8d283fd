import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { DashboardStats } from '@/backend';

const ITEMS: Array<{ key: keyof DashboardStats; label: string; help: string }> = [
  { key: 'totalUsers', label: 'Total Users', help: 'Every profile' },
  { key: 'activeUsers', label: 'Active Users', help: 'Status Active' },
  { key: 'inactiveUsers', label: 'Inactive Users', help: 'Any other status' },
  { key: 'adminUsers', label: 'Admin Users', help: 'Holding the admin role' },
  { key: 'recentSignups', label: 'Recent Signups', help: 'Joined in the last 7 days' },
];

export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap={{ base: '3', md: '4' }}>
      {ITEMS.map((item) => (
        <Stat.Root key={item.key} borderWidth="1px" rounded="lg" p={{ base: '3', md: '4' }} bg="bg.panel">
          <Stat.Label>{item.label}</Stat.Label>
          <Stat.ValueText data-testid={`stat-${item.key}`}>{stats[item.key].toLocaleString()}</Stat.ValueText>
          {/* A dd, so the dl holds only dt and dd (axe definition-list). */}
          <Stat.HelpText asChild>
            <dd>{item.help}</dd>
          </Stat.HelpText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
