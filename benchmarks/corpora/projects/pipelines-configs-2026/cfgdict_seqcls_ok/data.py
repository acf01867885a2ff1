"""Synthetic token sequences whose class is decided by counts of marker tokens."""
import numpy as np


MARKERS = (3, 7, 11)


def make_dataset(num_examples, cfg, rng):
    vocab, seq_len, pad_id = cfg.vocab_size, cfg.seq_len, cfg.pad_id
    tokens = np.full((num_examples, seq_len), pad_id, dtype=np.int32)
    labels = np.zeros((num_examples,), dtype=np.int32)
    for i in range(num_examples):
        length = rng.integers(seq_len // 2, seq_len + 1)
        label = rng.integers(len(MARKERS))
        seq = rng.integers(1, vocab, size=length)
        seq[np.isin(seq, MARKERS)] = 1
        n_mark = rng.integers(2, max(3, length // 2))
        pos = rng.choice(length, size=n_mark, replace=False)
        seq[pos] = MARKERS[label]
        tokens[i, :length] = seq
        labels[i] = label
    return {"tokens": tokens, "labels": labels}


def shuffled_batches(dataset, batch_size, rng, drop_last=True):
    """Yield batch dicts from a dataset dict, reshuffled on every call."""
    n = len(dataset["labels"])
    order = rng.permutation(n)
    stop = n - n % batch_size if drop_last else n
    for start in range(0, stop, batch_size):
        idx = order[start:start + batch_size]
        yield {key: value[idx] for key, value in dataset.items()}


def eval_batches(dataset, batch_size):
    n = len(dataset["labels"])
    for start in range(0, n, batch_size):
        yield {key: value[start:start + batch_size] for key, value in dataset.items()}
