import numpy as np

from .vocab import PAD_ID, encode

SUBJECTS = ["the cat", "a dog", "my friend", "the old man", "a bird"]
VERBS = ["sees", "likes", "chases", "finds", "hears"]
OBJECTS = ["the ball", "a tree", "the river", "some bread", "a red car"]


def sentence(rng):
    return f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.choice(OBJECTS)}."


def make_documents(n, seed):
    rng = np.random.default_rng(seed)
    return [" ".join(sentence(rng) for _ in range(rng.integers(1, 3))) for _ in range(n)]


def pack(documents, seq_len):
    """Greedy first-fit packing of encoded documents into rows of seq_len + 1 tokens."""
    width = seq_len + 1
    rows, row, used = [], [], 0
    for doc in documents:
        ids = encode(doc)[:width]
        if used + len(ids) > width:
            rows.append(row)
            row, used = [], 0
        row.append(ids)
        used += len(ids)
    if row:
        rows.append(row)
    tokens = np.full((len(rows), width), PAD_ID, dtype=np.int32)
    segments = np.zeros((len(rows), width), dtype=np.int32)
    positions = np.zeros((len(rows), width), dtype=np.int32)
    for r, docs in enumerate(rows):
        start = 0
        for s, ids in enumerate(docs, start=1):
            end = start + len(ids)
            tokens[r, start:end] = ids
            segments[r, start:end] = s
            positions[r, start:end] = np.arange(len(ids))
            start = end
    return {
        "inputs": tokens[:, :-1],
        "targets": tokens[:, 1:],
        "positions": positions[:, :-1],
        "segments": segments[:, :-1],
        "target_segments": np.where(segments[:, 1:] == segments[:, :-1], segments[:, 1:], 0),
    }
