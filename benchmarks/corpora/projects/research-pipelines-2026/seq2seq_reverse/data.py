import jax

from .args import BOS


def make_corpus(key, num_docs, doc_len, vocab):
    # ids 0/1 are reserved for PAD/BOS
    return jax.random.randint(key, (num_docs, doc_len), 2, vocab)


def random_crop(key, doc, seq_len):
    start = jax.random.randint(key, (), 0, doc.shape[0] - seq_len + 1)
    return doc[start:start + seq_len]


def make_example(key, docs, seq_len):
    k_doc, k_crop = jax.random.split(key)
    idx = jax.random.randint(k_doc, (), 0, docs.shape[0])
    src = random_crop(k_crop, docs[idx], seq_len)
    tgt = src[::-1]
    return src, tgt


def shift_right(tgt):
    return jax.numpy.concatenate([jax.numpy.full(tgt.shape[:-1] + (1,), BOS, tgt.dtype), tgt[..., :-1]], axis=-1)
