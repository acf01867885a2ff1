import equinox as eqx
import jax
import jax.numpy as jnp


class Memory(eqx.Module):
    proj: jax.Array
    slots: int = eqx.field(static=True)

    def initial_state(self):
        return jnp.zeros((self.slots, self.proj.shape[0]))

    def __call__(self, x):
        state = self.initial_state()
        state = state.at[0].set(self.proj @ x)
        return state.sum(0)


@jax.jit
def encode(mem, xs):
    return jax.vmap(mem)(xs)


mem = Memory(proj=jnp.eye(3), slots=4)
out = encode(mem, jnp.ones((5, 3)))
print("encoded:", out.shape)
