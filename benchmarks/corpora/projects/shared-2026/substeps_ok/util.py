def repeat(fn, x, n):
    for _ in range(n):
        x = fn(x)
    return x


def split_dt(dt, n):
    return dt / n


def chunks(seq, size):
    return [seq[i : i + size] for i in range(0, len(seq), size)]
