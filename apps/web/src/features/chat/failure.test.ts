import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api/http';
import { describeFailure } from './failure';

describe('describeFailure', () => {
  it('tells a network failure to check the connection, and offers to try again', () => {
    expect(describeFailure(new ApiRequestError(0, 'offline'))).toEqual({
      message: 'Svaret kom ikke fram. Sjekk nettet ditt og prøv igjen.',
      canRetry: true,
    });
    expect(describeFailure(new TypeError('Failed to fetch')).canRetry).toBe(true);
  });

  it('tells a rate-limited visitor how long to wait', () => {
    expect(describeFailure(new ApiRequestError(429, '429', 'x', 42))).toEqual({
      message: 'Du har sendt mange meldinger på kort tid. Vent 42 sekunder og prøv igjen.',
      canRetry: true,
    });
  });

  it("gives the server's own reason for a refused message, and no retry that would fail again", () => {
    expect(
      describeFailure(
        new ApiRequestError(400, '400', 'Meldingen er for lang. Skriv høyst 500 tegn.'),
      ),
    ).toEqual({ message: 'Meldingen er for lang. Skriv høyst 500 tegn.', canRetry: false });
  });

  it('tells a busy server apart from a broken one', () => {
    expect(describeFailure(new ApiRequestError(503, '503')).message).toBe(
      'Tjenesten har mye å gjøre akkurat nå. Prøv igjen om litt.',
    );
    expect(describeFailure(new ApiRequestError(500, '500')).message).toBe(
      'Noe gikk galt hos oss. Prøv igjen om litt.',
    );
  });
});
