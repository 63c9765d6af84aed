/** One embed of a Discord webhook message (the fields this app uses). */
export interface DiscordEmbed {
  title: string;
  /** Makes the title a link. */
  url?: string;
  description?: string;
  /** 0xRRGGBB. */
  color?: number;
  fields?: DiscordEmbedField[];
  /** ISO 8601 time shown in the embed footer. */
  timestamp?: string;
  footer?: { text: string };
}

export interface DiscordEmbedField {
  name: string;
  value: string;
  inline?: boolean;
}

/** The JSON body of `POST <webhook url>` (Discord's "Execute Webhook"). */
export interface DiscordMessage {
  content?: string;
  username?: string;
  embeds: DiscordEmbed[];
  /** Who may be pinged; this app pings no one. */
  allowed_mentions?: { parse: string[] };
}

/** Discord's documented limits for webhook messages and embeds. */
export const discordLimits = {
  embeds: 10,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  content: 2000,
} as const;

/** `text` cut to `max` characters, ending in an ellipsis when cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The message cut to Discord's limits (field names and values must not be empty), with mentions
 * disabled, so a long list or an odd symbol never makes Discord refuse the alert.
 */
export function fitToDiscord(message: DiscordMessage): DiscordMessage {
  const embeds = message.embeds.slice(0, discordLimits.embeds).map((embed) => ({
    ...embed,
    title: clip(embed.title, discordLimits.title),
    ...(embed.description !== undefined && {
      description: clip(embed.description, discordLimits.description),
    }),
    ...(embed.footer && { footer: { text: clip(embed.footer.text, discordLimits.footer) } }),
    ...(embed.fields && {
      fields: embed.fields.slice(0, discordLimits.fields).map((field) => ({
        ...field,
        name: clip(field.name || '\u200b', discordLimits.fieldName),
        value: clip(field.value || '\u200b', discordLimits.fieldValue),
      })),
    }),
  }));
  return {
    ...message,
    ...(message.content !== undefined && { content: clip(message.content, discordLimits.content) }),
    embeds,
    allowed_mentions: { parse: [] },
  };
}

/** A price with up to 6 significant digits and no exponent (0.00001234, 64250.5). */
export function formatPrice(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6, useGrouping: false }).format(value);
}
