// The frame every studio e-mail shares, in the site's look (the domain's palette: amber on the
// dark control room): the studio's name, one column readable at 390 px, real text in high
// contrast, and a footer with the address and how to reach the studio.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { STUDIO_AMBER, STUDIO_DARK, STUDIO_FONT, STUDIO_PRIMARY_SHADE } from "@studio/domain";
import type { ReactNode } from "react";
import type { Brand, Fact, Quote } from "../../store/mail-message.js";

// Contrast on the card (dark 7): text 9.3:1, muted 7.8:1, amber links 9.1:1; black on the button 11.5:1.
const INK = STUDIO_DARK[0];
const MUTED = STUDIO_DARK[1];
const HEADING = "#ffffff";
const ACCENT = STUDIO_AMBER[STUDIO_PRIMARY_SHADE];
const LINK = STUDIO_AMBER[4];

/** The class of what only the HTML shows (the plain text part skips it: ../render.ts). */
export const HTML_ONLY = "html-only";

export const styles = {
  body: {
    backgroundColor: STUDIO_DARK[9],
    margin: 0,
    padding: "16px 0",
    fontFamily: STUDIO_FONT,
  },
  container: {
    backgroundColor: STUDIO_DARK[7],
    borderRadius: "8px",
    maxWidth: "560px",
    width: "100%",
    padding: "24px 20px",
    color: INK,
  },
  brand: {
    fontSize: "14px",
    letterSpacing: "0.08em",
    textTransform: "uppercase" as const,
    color: ACCENT,
    margin: 0,
  },
  heading: { fontSize: "22px", lineHeight: "28px", margin: "12px 0 8px", color: HEADING },
  text: { fontSize: "16px", lineHeight: "24px", margin: "8px 0", color: INK },
  fact: {
    fontSize: "16px",
    lineHeight: "24px",
    margin: "4px 0",
    color: INK,
    overflowWrap: "anywhere" as const,
  },
  muted: { fontSize: "14px", lineHeight: "20px", margin: "4px 0", color: MUTED },
  button: {
    backgroundColor: ACCENT,
    color: "#000000",
    borderRadius: "6px",
    padding: "12px 18px",
    fontSize: "16px",
    fontWeight: 700,
    textDecoration: "none",
    display: "inline-block",
  },
  link: { color: LINK, textDecoration: "underline", wordBreak: "break-all" as const },
  quote: {
    borderLeft: `4px solid ${ACCENT}`,
    margin: "8px 0",
    padding: "4px 12px",
    backgroundColor: STUDIO_DARK[8],
  },
  hr: { borderColor: STUDIO_DARK[4], margin: "20px 0" },
};

export function Layout(props: { brand: Brand; preview: string; heading: string; children: ReactNode }) {
  const { brand } = props;
  return (
    <Html lang="en-GB">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Dark by design: clients that honour these do not invert it. */}
        <meta name="color-scheme" content="dark" />
        <meta name="supported-color-schemes" content="dark" />
        <title>{props.heading}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{brand.name}</Text>
          <Heading as="h1" style={styles.heading}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr style={styles.hr} />
          <Text style={styles.muted}>
            {brand.name}, {brand.address}
          </Text>
          <Text style={styles.muted}>
            E-mail {brand.bookingsEmail} or text {brand.messagingNumber}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Facts(props: { facts: Fact[]; heading?: string }) {
  return (
    <Section>
      {props.heading ? <Text style={{ ...styles.text, fontWeight: 700 }}>{props.heading}</Text> : null}
      {props.facts.map((fact) => (
        <Text key={fact.label} style={styles.fact}>
          <strong>{fact.label}:</strong> {fact.value}
        </Text>
      ))}
    </Section>
  );
}

/** Someone else's words, every line inside the quote (plain text: each line starts with "> "). */
function Quoted(props: { quote: Quote }) {
  const lines = props.quote.text.split(/\r\n|\r|\n/);
  return (
    <Section>
      <Text style={{ ...styles.text, fontWeight: 700 }}>{props.quote.label}:</Text>
      <blockquote style={styles.quote}>
        {lines.map((line, index) => (
          <Text key={index} style={styles.fact}>
            {line === "" ? "\u00a0" : line}
          </Text>
        ))}
      </blockquote>
    </Section>
  );
}

/** Plain paragraphs, one a line. */
export function Lines(props: { lines: string[] }) {
  return (
    <>
      {props.lines.map((line) => (
        <Text key={line} style={styles.text}>
          {line}
        </Text>
      ))}
    </>
  );
}

/** A session's facts, what they were before a change, and someone's words quoted. */
export function SessionFacts(props: {
  facts: Fact[];
  before?: Fact[] | undefined;
  quote?: Quote | undefined;
}) {
  return (
    <>
      <Facts facts={props.facts} />
      {props.before?.length ? <Facts heading="Before this change" facts={props.before} /> : null}
      {props.quote ? <Quoted quote={props.quote} /> : null}
    </>
  );
}

/** A button, and its address spelled out for the HTML alone: the text part lists the link once. */
export function ButtonLink(props: { url: string; label: string }) {
  return (
    <>
      <Section style={{ margin: "16px 0" }}>
        <Button href={props.url} style={styles.button}>
          {props.label}
        </Button>
      </Section>
      <Text style={styles.muted} className={HTML_ONLY}>
        Or open this link:{" "}
        <Link href={props.url} style={styles.link}>
          {props.url}
        </Link>
      </Text>
    </>
  );
}
