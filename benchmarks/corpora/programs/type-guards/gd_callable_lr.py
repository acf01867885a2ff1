import jax
import jax.numpy as jnp


def resolve_lr(lr, step):
    return lr(step) if callable(lr) else lr


def make_update(lr):
    @jax.jit
    def update(params, grads, step):
        rate = resolve_lr(lr, step)
        return jax.tree_util.tree_map(lambda p, g: p - rate * g, params, grads)
    return update


def schedule(step):
    return 0.1 / (1.0 + step)


def main():
    params = {"w": jnp.ones(3), "b": jnp.zeros(())}
    grads = {"w": jnp.full(3, 2.0), "b": jnp.array(1.0)}
    for lr in (0.05, schedule):
        upd = make_update(lr)
        p = params
        for t in range(3):
            p = upd(p, grads, t)
        print(p["w"], p["b"])


if __name__ == "__main__":
    main()
