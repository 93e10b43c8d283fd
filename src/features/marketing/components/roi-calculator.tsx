import { Card, Field, Input, InputGroup, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { impactPage } from '@/content/impact';
import { computeRoi, formatHours, formatUsd, type RoiInputs } from '../roi';

type Key = keyof RoiInputs;

const FIELDS: ReadonlyArray<{ key: Key; label: string; helper: string; prefix?: string; step: string; max: number }> = [
  {
    key: 'loansPerMonth',
    label: 'Entity loans per month',
    helper: 'Loans to LLCs, corporations, partnerships or trusts.',
    step: '1',
    max: 100000,
  },
  {
    key: 'minutesSavedPerLoan',
    label: 'Minutes saved per loan',
    helper: 'Our customers report at least 30 to 60.',
    step: '5',
    max: 600,
  },
  {
    key: 'hourlyCost',
    label: 'Staff cost per hour',
    helper: 'Fully loaded cost of the person who reviews entities.',
    prefix: '$',
    step: '1',
    max: 2000,
  },
  {
    key: 'costPerReport',
    label: 'Cost per report',
    helper: 'About $35 or less, depending on volume.',
    prefix: '$',
    step: '1',
    max: 1000,
  },
];

/** A small ROI calculator: staff time saved against the cost of the reports. */
export function RoiCalculator({ initial = impactPage.roi.defaults }: { initial?: RoiInputs }) {
  const [values, setValues] = useState<Record<Key, string>>(() => ({
    loansPerMonth: String(initial.loansPerMonth),
    minutesSavedPerLoan: String(initial.minutesSavedPerLoan),
    hourlyCost: String(initial.hourlyCost),
    costPerReport: String(initial.costPerReport),
  }));
  const result = computeRoi({
    loansPerMonth: Number(values.loansPerMonth),
    minutesSavedPerLoan: Number(values.minutesSavedPerLoan),
    hourlyCost: Number(values.hourlyCost),
    costPerReport: Number(values.costPerReport),
  });
  const positive = result.netSavingsPerMonth >= 0;

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Card.Root as="form" aria-label="ROI calculator inputs" onSubmit={(e) => e.preventDefault()}>
        <Card.Body gap="5">
          {FIELDS.map((field) => (
            <Field.Root key={field.key}>
              <Field.Label>{field.label}</Field.Label>
              <InputGroup startElement={field.prefix}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={field.max}
                  step={field.step}
                  value={values[field.key]}
                  onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
                />
              </InputGroup>
              <Field.HelperText>{field.helper}</Field.HelperText>
            </Field.Root>
          ))}
        </Card.Body>
      </Card.Root>
      <Card.Root variant="subtle" aria-live="polite" data-testid="roi-results">
        <Card.Body gap="6">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
            <Stat.Root>
              <Stat.Label>Staff time returned</Stat.Label>
              <Stat.ValueText>{formatHours(result.hoursSavedPerMonth)}</Stat.ValueText>
              <Stat.HelpText as="dd">per month</Stat.HelpText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Value of that time</Stat.Label>
              <Stat.ValueText>{formatUsd(result.staffCostSavedPerMonth)}</Stat.ValueText>
              <Stat.HelpText as="dd">per month</Stat.HelpText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>Cost of reports</Stat.Label>
              <Stat.ValueText>{formatUsd(result.reportCostPerMonth)}</Stat.ValueText>
              <Stat.HelpText as="dd">per month</Stat.HelpText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>{positive ? 'Net savings' : 'Net cost'}</Stat.Label>
              <Stat.ValueText color={positive ? 'green.fg' : 'red.fg'}>
                {formatUsd(Math.abs(result.netSavingsPerMonth))}
              </Stat.ValueText>
              <Stat.HelpText as="dd">per month</Stat.HelpText>
            </Stat.Root>
          </SimpleGrid>
          <Stack gap="1" borderTopWidth="1px" pt="4">
            <Text fontWeight="semibold">
              {positive ? 'Estimated net savings per year: ' : 'Estimated net cost per year: '}
              {formatUsd(Math.abs(result.netSavingsPerYear))}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {impactPage.roi.note}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
