import math


def n_patches(x, size):
    return x.shape[0] // size


def patch_dim(x, size):
    return size * math.prod(x.shape[1:])
