"""A toy polarity corpus: positive and negative cue words plus a negator."""
import numpy as np

SPECIAL_TOKENS = {"<pad>": 0, "<not>": 1}
POSITIVE = range(2, 8)
NEGATIVE = range(8, 14)


def _sentence(rng, vocab_size, max_len):
    length = int(rng.integers(3, max_len + 1))
    tokens = rng.integers(14, vocab_size, size=length)
    n_cues = int(rng.integers(1, 3))
    polarity = int(rng.integers(0, 2))
    pool = np.array(POSITIVE if polarity else NEGATIVE)
    slots = rng.choice(length, size=min(n_cues + 1, length), replace=False)
    tokens[slots[:n_cues]] = rng.choice(pool, size=len(slots[:n_cues]))
    negated = rng.random() < 0.25 and len(slots) > n_cues
    if negated:
        tokens[slots[-1]] = SPECIAL_TOKENS["<not>"]
        polarity = 1 - polarity
    return tokens, polarity


def make_split(num, vocab_size, max_len, seed):
    rng = np.random.default_rng(seed)
    tokens = np.zeros((num, max_len), np.int32)
    lengths = np.zeros((num,), np.int32)
    labels = np.zeros((num,), np.int32)
    for i in range(num):
        sent, label = _sentence(rng, vocab_size, max_len)
        tokens[i, :len(sent)] = sent
        lengths[i] = len(sent)
        labels[i] = label
    return {"tokens": tokens, "lengths": lengths, "labels": labels}


def batches(split, batch_size, seed):
    rng = np.random.default_rng(seed)
    n = split["labels"].shape[0]
    while True:
        order = rng.permutation(n)
        for start in range(0, n - batch_size + 1, batch_size):
            idx = order[start:start + batch_size]
            yield {k: v[idx] for k, v in split.items()}
