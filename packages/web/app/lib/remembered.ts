/**
 * A pure function of a string, remembered per process (at most `max` answers, then it starts
 * afresh). For the header's and footer's rich texts and links: the same few dozen seeded strings
 * are parsed and classified again on every page render otherwise (decision 053). The answers are
 * shared: callers read them and never change them.
 */
export function remembered<R>(compute: (key: string) => R, max = 1000): (key: string) => R {
  const answers = new Map<string, R>();
  return (key) => {
    let answer = answers.get(key);
    if (answer === undefined && !answers.has(key)) {
      answer = compute(key);
      if (answers.size >= max) answers.clear();
      answers.set(key, answer);
    }
    return answer as R;
  };
}
