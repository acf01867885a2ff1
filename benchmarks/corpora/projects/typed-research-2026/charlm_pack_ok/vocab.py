PAD_ID = 0
BOS_ID = 1
EOS_ID = 2
CHARS = "abcdefghijklmnopqrstuvwxyz ."
STOI = {c: i + 3 for i, c in enumerate(CHARS)}
ITOS = {i: c for c, i in STOI.items()}
VOCAB_SIZE = len(CHARS) + 3


def encode(text):
    return [BOS_ID] + [STOI[c] for c in text] + [EOS_ID]


def decode(ids):
    return "".join(ITOS.get(int(i), "") for i in ids)
