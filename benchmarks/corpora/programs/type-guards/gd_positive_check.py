import jax
import jax.numpy as jnp


def check_positive(x, name):
    if isinstance(x, (int, float)):
        if x <= 0:
            raise ValueError(f"{name} must be positive")
    elif hasattr(x, "dtype"):
        if jnp.any(x <= 0):
            raise ValueError(f"{name} must be positive")
    return x


def log_normal_pdf(x, mu, sigma):
    sigma = check_positive(sigma, "sigma")
    x = check_positive(x, "x")
    z = (jnp.log(x) - mu) / sigma
    return jnp.exp(-0.5 * z ** 2) / (x * sigma * jnp.sqrt(2 * jnp.pi))


def main():
    print(round(float(log_normal_pdf(jnp.array(1.5), 0.0, 1.0)), 5))
    xs = jnp.linspace(0.5, 3.0, 4)
    pdf = jax.jit(log_normal_pdf)
    print(pdf(xs, 0.0, 0.5))


if __name__ == "__main__":
    main()
