import math


def chunk_bounds(total, n_chunks):
    base, extra = divmod(total, n_chunks)
    bounds = []
    start = 0
    for i in range(n_chunks):
        start += base + (1 if i < extra else 0)
        bounds.append(start)
    return bounds[:-1]


def num_batches(n_items, batch_size):
    return int(math.ceil(n_items / batch_size))
