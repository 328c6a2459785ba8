import { Document, Font, Image, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { formatAud } from '@/lib/money';
import { PREORDER_LABEL } from '../price-rules';
import { type CarSheet, pdfText, sheetPriceText } from '../sheet-rules';
import type { SpecLine } from '../spec-rules';

// The car's A4 sheet as an @react-pdf document (server only: see render.ts). Text is set in the PDF's
// built-in Helvetica, so every value goes through pdfText. A typical car fits one page; a car with more
// to say runs onto further pages (the footer on each), never cut short.

// Words are wrapped whole: the default English hyphenation splits model names ('Pra-do').
Font.registerHyphenationCallback((word) => [word]);

export type SheetTheme = { brand: string; brandContrast: string; brandInk: string; ink: string };

const styles = StyleSheet.create({
  page: { paddingTop: 28, paddingBottom: 44, paddingHorizontal: 28, fontFamily: 'Helvetica', fontSize: 9 },
  header: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
    paddingVertical: 10,
    paddingHorizontal: 12,
    borderRadius: 4,
  },
  siteName: { fontFamily: 'Helvetica-Bold', fontSize: 14 },
  headerPhone: { fontFamily: 'Helvetica-Bold', fontSize: 11 },
  titleRow: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 14, gap: 16 },
  title: { fontFamily: 'Helvetica-Bold', fontSize: 17, lineHeight: 1.2 },
  subtitle: { fontSize: 10, color: '#4b5563', marginTop: 2 },
  priceBox: { alignItems: 'flex-end', maxWidth: 190 },
  preorder: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 8,
    paddingVertical: 2,
    paddingHorizontal: 5,
    marginBottom: 3,
  },
  was: { fontSize: 10, color: '#4b5563', textDecoration: 'line-through' },
  price: { fontFamily: 'Helvetica-Bold', fontSize: 20, textAlign: 'right' },
  small: { fontSize: 8, color: '#4b5563', marginTop: 1, textAlign: 'right' },
  mediaRow: { flexDirection: 'row', gap: 16, marginTop: 12 },
  leftColumn: { width: 264 },
  photo: { width: 264, height: 176, objectFit: 'cover', borderRadius: 4 },
  section: { marginTop: 12 },
  heading: {
    fontFamily: 'Helvetica-Bold',
    fontSize: 10.5,
    paddingBottom: 3,
    marginBottom: 5,
    borderBottomWidth: 1.5,
  },
  line: { flexDirection: 'row', paddingVertical: 2, borderBottomWidth: 0.5, borderBottomColor: '#e5e7eb' },
  label: { width: '45%', color: '#4b5563' },
  value: { width: '55%', fontFamily: 'Helvetica-Bold' },
  columns: { flexDirection: 'row', flexWrap: 'wrap', columnGap: 16 },
  feature: { width: '31%', flexDirection: 'row', gap: 4, paddingVertical: 1.5 },
  comments: { fontSize: 9, lineHeight: 1.35 },
  footer: {
    position: 'absolute',
    bottom: 18,
    left: 28,
    right: 28,
    flexDirection: 'row',
    justifyContent: 'space-between',
    gap: 12,
    paddingTop: 6,
    borderTopWidth: 0.5,
    borderTopColor: '#d1d5db',
    fontSize: 7.5,
    color: '#4b5563',
  },
});

type SectionProps = { title: string; theme: SheetTheme; children: ReactNode; first?: boolean };

/** A headed block that may run onto the next page; its heading never ends a page on its own. */
function Section({ title, theme, children, first = false }: SectionProps) {
  return (
    <View style={first ? undefined : styles.section}>
      <Text
        minPresenceAhead={40}
        style={[styles.heading, { color: theme.brandInk, borderBottomColor: theme.brand }]}
      >
        {title}
      </Text>
      {children}
    </View>
  );
}

/** Label / value rows; `columns` 2 puts them side by side in two halves. */
function Lines({ lines, columns }: { lines: SpecLine[]; columns: 1 | 2 }) {
  return (
    <View style={columns === 2 ? styles.columns : undefined}>
      {lines.map((line) => (
        <View key={line.label} wrap={false} style={[styles.line, columns === 2 ? { width: '48%' } : {}]}>
          <Text style={styles.label}>{pdfText(line.label)}</Text>
          <Text style={styles.value}>{pdfText(line.value)}</Text>
        </View>
      ))}
    </View>
  );
}

type Props = { sheet: CarSheet; theme: SheetTheme; photo: Buffer | null };

/** The PDF of one car: site band, title and price, photo and location, key information, specs, features, comments. */
export function CarSheetDocument({ sheet, theme, photo }: Props) {
  const { price } = sheet;
  return (
    <Document
      title={pdfText(`${sheet.title} | ${sheet.siteName}`)}
      author={pdfText(sheet.siteName)}
      creator={pdfText(sheet.siteName)}
      language="en-AU"
    >
      <Page size="A4" style={[styles.page, { color: theme.ink }]}>
        <View style={[styles.header, { backgroundColor: theme.brand, color: theme.brandContrast }]}>
          <Text style={styles.siteName}>{pdfText(sheet.siteName)}</Text>
          <Text style={styles.headerPhone}>{pdfText(sheet.dealer.phone)}</Text>
        </View>

        <View style={styles.titleRow}>
          <View style={{ flex: 1 }}>
            <Text style={styles.title}>{pdfText(sheet.title)}</Text>
            {sheet.subtitle && <Text style={styles.subtitle}>{pdfText(sheet.subtitle)}</Text>}
          </View>
          <View style={styles.priceBox}>
            {price.preorder && (
              <Text style={[styles.preorder, { backgroundColor: theme.brand, color: theme.brandContrast }]}>
                {PREORDER_LABEL}
              </Text>
            )}
            {price.was !== null && <Text style={styles.was}>{formatAud(price.was)}</Text>}
            <Text style={[styles.price, price.now === null ? { fontSize: 13 } : {}]}>
              {pdfText(sheetPriceText(price))}
            </Text>
            {price.priceType && <Text style={styles.small}>{pdfText(price.priceType)}</Text>}
            {price.subscription !== null && (
              <Text style={styles.small}>Or subscribe from {formatAud(price.subscription)}/wk</Text>
            )}
            {sheet.driveAway && (
              <>
                <Text style={[styles.small, { fontFamily: 'Helvetica-Bold' }]}>
                  {pdfText(sheet.driveAway.line)}
                </Text>
                <Text style={styles.small}>{pdfText(sheet.driveAway.basis)}</Text>
              </>
            )}
          </View>
        </View>

        {/* Photo and where to find the car on the left; the key information runs down the right. */}
        <View style={styles.mediaRow}>
          <View style={styles.leftColumn}>
            {photo && <Image src={{ data: photo, format: 'jpg' }} style={styles.photo} />}
            <Section title="Location" theme={theme} first={!photo}>
              <Text style={{ fontFamily: 'Helvetica-Bold' }}>{pdfText(sheet.dealer.name)}</Text>
              {sheet.dealer.address && <Text>{pdfText(sheet.dealer.address)}</Text>}
              <Text>Phone {pdfText(sheet.dealer.phone)}</Text>
            </Section>
          </View>
          <View style={{ flex: 1 }}>
            <Section title="Key Information" theme={theme} first>
              <Lines lines={sheet.keyLines} columns={1} />
            </Section>
          </View>
        </View>

        {sheet.specLines.length > 0 && (
          <Section title="Specifications" theme={theme}>
            <Lines lines={sheet.specLines} columns={2} />
          </Section>
        )}

        {sheet.features.length > 0 && (
          <Section title="Features" theme={theme}>
            <View style={styles.columns}>
              {sheet.features.map((feature) => (
                <View key={feature} wrap={false} style={styles.feature}>
                  <Text style={{ color: theme.brandInk }}>•</Text>
                  <Text style={{ flex: 1 }}>{pdfText(feature)}</Text>
                </View>
              ))}
            </View>
          </Section>
        )}

        {sheet.comments && (
          <Section title="Dealer Comments" theme={theme}>
            <Text style={styles.comments}>{pdfText(sheet.comments)}</Text>
          </Section>
        )}

        <View style={styles.footer} fixed>
          <Link src={sheet.url} style={{ color: theme.brandInk, textDecoration: 'none' }}>
            {pdfText(sheet.url)}
          </Link>
          <Text>Printed {sheet.generated}</Text>
        </View>
      </Page>
    </Document>
  );
}
