import jax
import jax.numpy as jnp
import optax


class SGD:
    def __init__(self, lr):
        self.lr = lr

    def rate(self, step):
        lr = self.lr(step) if callable(self.lr) else self.lr
        return lr if isinstance(lr, float) else float(lr)

    def apply(self, params, grads, step):
        r = self.rate(step)
        return jax.tree_util.tree_map(lambda p, g: p - r * g, params, grads)


def main():
    params = {"w": jnp.ones(2)}
    grads = {"w": jnp.array([0.5, -0.5])}
    opt = SGD(0.1)
    print(opt.apply(params, grads, 0)["w"])
    sched = optax.exponential_decay(0.1, transition_steps=10, decay_rate=0.5)
    opt2 = SGD(sched)
    step_fn = jax.jit(opt2.apply)
    print(step_fn(params, grads, jnp.array(3))["w"])


if __name__ == "__main__":
    main()
