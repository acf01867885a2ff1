"""Training step with a module-level optimizer object."""
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-2)


class Schedule:
    def __init__(self):
        self.names = []

    def add(self, name):
        self.names.append(name)
        return len(self.names)


sched = Schedule()


def loss(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def step(params, state, x, y):
    sched.add("step")
    grads = jax.grad(loss)(params, x, y)
    updates, state = opt.update(grads, state, params)
    params = optax.apply_updates(params, updates)
    return params, state


params = {"w": jnp.zeros(3), "b": jnp.array(0.0)}
state = opt.init(params)
x = jnp.ones((5, 3))
y = jnp.full(5, 2.0)
for _ in range(5):
    params, state = step(params, state, x, y)
print(loss(params, x, y), sched.names)
