import jax
import jax.numpy as jnp


def check_shapes_equal(a, b):
    sa = getattr(a, "shape", ())
    sb = getattr(b, "shape", ())
    if sa != sb:
        raise ValueError(f"shape mismatch: {sa} vs {sb}")


def sq_error(pred, target):
    check_shapes_equal(pred, target)
    return jnp.sum((pred - target) ** 2)


def main():
    preds = jnp.arange(8.0).reshape(4, 2)
    targets = jnp.ones((4, 2))
    per_example = jax.vmap(sq_error)(preds, targets)
    print(per_example)
    total = jax.jit(sq_error)(preds, targets)
    print(float(total))
    try:
        sq_error(preds, jnp.ones((2, 4)))
    except ValueError as e:
        print("caught:", e)


if __name__ == "__main__":
    main()
