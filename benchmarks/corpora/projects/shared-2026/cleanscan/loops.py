import jax


def repeat(fn, x, n):
    if n <= 0:
        return x
    for _ in range(n):
        x = fn(x)
    return x


def repeat_traced(fn, x, n):
    return jax.lax.fori_loop(0, n, lambda i, v: fn(v), x)


def maybe(flag, fn, x):
    return jax.lax.cond(flag, fn, lambda v: v, x)
