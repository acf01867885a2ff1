import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class TrapezoidRule:
    def __init__(self, lo, hi, n_points):
        self.lo = lo
        self.hi = hi
        self.n_points = n_points

    def nodes(self):
        return jnp.linspace(self.lo, self.hi, self.n_points)

    def integrate(self, f):
        t = self.nodes()
        y = jax.vmap(f)(t)
        dt = (self.hi - self.lo) / (self.n_points - 1)
        return dt * (y.sum() - 0.5 * (y[0] + y[-1]))

    def tree_flatten(self):
        return (self.lo, self.hi, self.n_points), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


@jax.jit
def expected_energy(rule, omega):
    return rule.integrate(lambda t: jnp.sin(omega * t) ** 2)


def main():
    rule = TrapezoidRule(0.0, jnp.pi, 65)
    omegas = jnp.array([0.5, 1.0, 2.0])
    energies = jnp.stack([expected_energy(rule, w) for w in omegas])
    grad_w = jax.grad(expected_energy, argnums=1)(rule, 1.0)
    print("energies", energies, "dE/dw", float(grad_w))


if __name__ == "__main__":
    main()
