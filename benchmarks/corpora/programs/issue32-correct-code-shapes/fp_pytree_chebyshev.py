import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class Chebyshev:
    def __init__(self, coeffs, domain=(-1.0, 1.0), name="f"):
        self.coeffs = coeffs
        self.domain = tuple(domain)
        self.name = name

    @property
    def degree(self):
        return self.coeffs.shape[-1] - 1

    def tree_flatten(self):
        return (self.coeffs,), (self.domain, self.name)

    @classmethod
    def tree_unflatten(cls, aux, children):
        domain, name = aux
        return cls(children[0], domain, name)

    def __call__(self, x):
        a, b = self.domain
        t = (2.0 * x - a - b) / (b - a)
        b1, b2 = jnp.zeros_like(t), jnp.zeros_like(t)
        for k in range(self.degree, 0, -1):
            b1, b2 = 2.0 * t * b1 - b2 + self.coeffs[k], b1
        return t * b1 - b2 + self.coeffs[0]

    def derivative(self):
        n = self.degree
        d = jnp.zeros(max(n, 1))
        for k in range(n - 1, -1, -1):
            nxt = d[k + 2] if k + 2 < n else 0.0
            d = d.at[k].set(nxt + 2 * (k + 1) * self.coeffs[k + 1])
        d = d.at[0].multiply(0.5) * 2.0 / (self.domain[1] - self.domain[0])
        return Chebyshev(d, self.domain, self.name + "'")


@jax.jit
def fit(xs, ys, template):
    a, b = template.domain
    t = (2.0 * xs - a - b) / (b - a)
    basis = jnp.cos(jnp.arange(template.degree + 1) * jnp.arccos(jnp.clip(t, -1, 1))[:, None])
    coeffs, *_ = jnp.linalg.lstsq(basis, ys)
    return Chebyshev(coeffs, template.domain, template.name)


xs = jnp.linspace(0.0, 3.0, 50)
f = fit(xs, jnp.sin(xs), Chebyshev(jnp.zeros(8), domain=(0.0, 3.0), name="sin"))
df = jax.jit(lambda p: p.derivative())(f)
print(f.name, df.name, float(jnp.abs(f(xs) - jnp.sin(xs)).max()), float(jnp.abs(jax.jit(df)(xs) - jnp.cos(xs)).max()))
