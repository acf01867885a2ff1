import jax


def report(tag, x):
    print(tag, x.shape, x.dtype)
    print(f"{tag}: ndim={x.ndim} size={x.size}")
    jax.debug.print(tag + " mean={m:.3f}", m=x.mean())


def describe(x):
    print("traced value:", x)
