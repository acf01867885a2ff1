"""Functional updates of particle arrays with .at[]."""
import jax
import jax.numpy as jnp


@jax.jit
def reflect(pos, vel, box):
    low = pos < 0.0
    high = pos > box
    vel = jnp.where(low | high, -vel, vel)
    pos = jnp.clip(pos, 0.0, box)
    return pos, vel


@jax.jit
def kick(vel, index, impulse):
    return vel.at[index].add(impulse)


def simulate(n_steps, dt):
    pos = jnp.linspace(0.1, 0.9, 8).reshape(4, 2)
    vel = jnp.ones((4, 2)) * 0.3
    for t in range(n_steps):
        if t % 5 == 0:
            vel = kick(vel, t % 4, jnp.array([0.1, -0.1]))
        pos, vel = reflect(pos + dt * vel, vel, 1.0)
    return pos


if __name__ == "__main__":
    print(simulate(30, 0.1))
