from . import util


def patchify(x, patch):
    b, h, w = x.shape
    n = util.num_patches(h, patch)
    x = x.reshape(b, h // patch, patch, w // patch, patch)
    return x.transpose(0, 1, 3, 2, 4).reshape(b, n, patch * patch)


def flatten_tail(x, keep=1):
    lead = x.shape[:keep]
    size = 1
    for d in x.shape[keep:]:
        size *= int(d)
    return x.reshape(lead + (size,))
