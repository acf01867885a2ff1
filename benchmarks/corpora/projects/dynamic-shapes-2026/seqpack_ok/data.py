"""Toy sentiment corpus, tokenized and padded on the host."""
import numpy as np

POSITIVE = ["good", "great", "fun", "lovely", "superb", "nice"]
NEGATIVE = ["bad", "awful", "dull", "boring", "poor", "weak"]
FILLER = ["the", "movie", "was", "really", "quite", "a", "plot", "and", "acting"]
VOCAB = ["<pad>"] + POSITIVE + NEGATIVE + FILLER
TOKEN_ID = {w: i for i, w in enumerate(VOCAB)}


def make_sentences(n, seed):
    rng = np.random.default_rng(seed)
    sentences, labels = [], []
    for _ in range(n):
        label = int(rng.integers(2))
        pool = POSITIVE if label else NEGATIVE
        length = int(rng.integers(3, 10))
        words = [str(rng.choice(FILLER)) for _ in range(length - 1)]
        words.insert(int(rng.integers(length)), str(rng.choice(pool)))
        sentences.append(words)
        labels.append(label)
    return sentences, np.array(labels, dtype=np.int32)


def pad_batch(sentences):
    max_len = max(len(s) for s in sentences)
    tokens = np.zeros((len(sentences), max_len), dtype=np.int32)
    lengths = np.zeros(len(sentences), dtype=np.int32)
    for i, words in enumerate(sentences):
        tokens[i, : len(words)] = [TOKEN_ID[w] for w in words]
        lengths[i] = len(words)
    return tokens, lengths
