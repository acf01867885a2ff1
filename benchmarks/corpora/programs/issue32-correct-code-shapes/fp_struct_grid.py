import dataclasses
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.tree_util.register_dataclass, data_fields=["values", "spacing"], meta_fields=["n_ghost", "boundary"])
@dataclasses.dataclass
class Grid:
    values: jax.Array
    spacing: jax.Array
    n_ghost: int
    boundary: str


def fill_ghosts(g):
    inner = g.values[g.n_ghost : g.values.shape[0] - g.n_ghost]
    if g.boundary == "periodic":
        left, right = inner[-g.n_ghost :], inner[: g.n_ghost]
    else:
        left = jnp.repeat(inner[:1], g.n_ghost)
        right = jnp.repeat(inner[-1:], g.n_ghost)
    return dataclasses.replace(g, values=jnp.concatenate([left, inner, right]))


@jax.jit
def advect(g, velocity, dt):
    g = fill_ghosts(g)
    u = g.values
    flux = jnp.where(velocity > 0, u[1:-1] - u[:-2], u[2:] - u[1:-1]) / g.spacing
    new_inner = u[1:-1] - dt * velocity * flux
    return dataclasses.replace(g, values=u.at[1:-1].set(new_inner))


def make_grid(n, n_ghost=1, boundary="periodic"):
    x = jnp.linspace(0.0, 1.0, n)
    return Grid(jnp.pad(jnp.exp(-100 * (x - 0.3) ** 2), n_ghost), jnp.asarray(x[1] - x[0]), n_ghost, boundary)


for bc in ("periodic", "outflow"):
    g = make_grid(64, boundary=bc)
    for _ in range(100):
        g = advect(g, 1.0, 0.005)
    print(bc, g.values.shape, float(g.values.sum() * g.spacing), g.boundary)
