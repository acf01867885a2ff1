import jax
import jax.numpy as jnp

_UNSET = None


def init_state(params):
    return {"params": params, "momentum": jnp.zeros_like(params), "best": _UNSET}


@jax.jit
def momentum_step(state, grad, lr=0.1, beta=0.9):
    m = beta * state["momentum"] + grad
    return {"params": state["params"] - lr * m, "momentum": m, "best": state["best"]}


def quadratic_grad(p):
    return 2.0 * (p - jnp.array([1.0, -3.0]))


state = init_state(jnp.zeros(2))
for _ in range(50):
    state = momentum_step(state, quadratic_grad(state["params"]))
print("params:", state["params"])
