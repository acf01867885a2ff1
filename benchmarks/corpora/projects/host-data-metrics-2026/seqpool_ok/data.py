"""Variable-length token sequences, padded on the host."""
import numpy as np


def make_sequences(rng, n, vocab, max_len):
    lengths = rng.integers(3, max_len + 1, size=n)
    seqs = [rng.integers(1, vocab, size=int(k)) for k in lengths]
    labels = np.array([int((s > vocab // 2).mean() > 0.5) for s in seqs])
    return seqs, lengths.astype(np.int32), labels.astype(np.int32)


def pad(seqs, lengths):
    width = int(lengths.max())
    out = np.zeros((len(seqs), width), dtype=np.int32)
    for i, s in enumerate(seqs):
        out[i, : lengths[i]] = s
    return out


def one_hot(labels, num_classes):
    return np.eye(num_classes, dtype=np.float32)[labels]


def batches(tokens, lengths, targets, batch_size, rng):
    order = rng.permutation(len(tokens))
    for i in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[i:i + batch_size]
        yield tokens[idx], lengths[idx], targets[idx]
