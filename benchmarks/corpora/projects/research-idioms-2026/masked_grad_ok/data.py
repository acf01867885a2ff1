import numpy as np

PAD_ID = 0
VOCAB = 12
SEQ_LEN = 10


def counting_sequences(rng, batch):
    """Sequences like 3 4 5 6 (mod vocab, skipping PAD), right-padded to SEQ_LEN."""
    out = np.full((batch, SEQ_LEN), PAD_ID, np.int32)
    for b in range(batch):
        length = rng.integers(3, SEQ_LEN + 1)
        start = rng.integers(1, VOCAB)
        out[b, :length] = (start - 1 + np.arange(length)) % (VOCAB - 1) + 1
    return out
