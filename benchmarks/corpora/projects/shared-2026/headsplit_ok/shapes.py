def split_last(x, n):
    return x.reshape(x.shape[:-1] + (n, x.shape[-1] // n))


def merge_last(x):
    return x.reshape(x.shape[:-2] + (x.shape[-2] * x.shape[-1],))


def head_dim(dim, n_heads):
    assert dim % n_heads == 0, (dim, n_heads)
    return dim // n_heads
