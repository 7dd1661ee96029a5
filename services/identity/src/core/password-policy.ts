import { Injectable } from '@nestjs/common';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { ValidationFailedError } from '@cf/platform';

/**
 * zxcvbn's score: 3 is "safely unguessable: moderate protection from offline slow-hash attacks"
 * (about 10^8 guesses). Below it, a password that meets A5.4's character rules can still be one
 * of the 40,000 most common (Password1!, P@ssw0rd2026), a keyboard walk or the person's own name.
 */
const MIN_SCORE = 3;

/**
 * A new password's guessability (sign-up, reset, change, an operator's first admin). The lists are
 * the common-password, name and word dictionaries of zxcvbn-ts; a breached-password service (Have I
 * Been Pwned's range API) needs the internet, which these machines do not have.
 */
@Injectable()
export class PasswordPolicy {
  private estimator?: ZxcvbnFactory;

  /** Refuses (400 on `field`) a password that is easy to guess, given the person's own words. */
  check(password: string, personalWords: readonly (string | null | undefined)[], field = 'password'): void {
    // The whole e-mail, its local part and each of their pieces: `layla.h@…` yields layla.h, layla and h.
    const words = personalWords
      .flatMap((word) => (word ? [word, word.split('@')[0], ...word.split(/[@.\s_+-]+/)] : []))
      .map((word) => word.toLowerCase())
      .filter((word) => word.length >= 3);
    if (this.estimate().check(password, words).score < MIN_SCORE) throw ValidationFailedError.single(field, 'identity.passwordGuessable');
  }

  // Built on first use: the dictionaries take ~150 ms to load and most processes never need them.
  private estimate(): ZxcvbnFactory {
    this.estimator ??= new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
    });
    return this.estimator;
  }
}
