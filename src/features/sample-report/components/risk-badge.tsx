import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { RiskLevel } from '@/backend/schemas';

const PALETTE: Record<RiskLevel, BadgeProps['colorPalette']> = { Low: 'green', Medium: 'orange', High: 'red' };

/** Severity or overall risk, as text plus colour (never colour alone). */
export function RiskBadge({ level, suffix = 'Risk', ...props }: { level: RiskLevel; suffix?: string } & BadgeProps) {
  return (
    <Badge colorPalette={PALETTE[level]} variant="subtle" {...props}>
      {suffix ? `${level} ${suffix}` : level}
    </Badge>
  );
}

export function IllustrativeBadge(props: BadgeProps) {
  return (
    <Badge
      colorPalette="gray"
      variant="outline"
      title="Fictional entity shown to demonstrate the report format"
      {...props}
    >
      Illustrative
    </Badge>
  );
}
