"""Values for the functions of real libraries that `annotate_libraries.py`'s probe cannot
guess values for (a matrix that must be square, a crop no larger than the image, sizes of
the image's rank, an instance for a method). Each table maps a function's qualname (as
`annotate --json` names it) to its arguments: "f32[8,8,3]" is a float32 array of that shape
(increasing values in [0.1, 0.9)), a callable is called for the value, anything else is
passed as it is. Read in the libraries' venv only: the imports are inside the functions."""

from __future__ import annotations

from typing import Any

Table = dict[str, dict[str, Any]]


def dm_pix() -> Table:
    import jax
    import jax.numpy as jnp

    image = "f32[8,8,3]"

    def key() -> object:
        return jax.random.PRNGKey(0)

    return {
        "affine_transform": {"image": image, "matrix": lambda: jnp.eye(3), "order": 1},
        "random_crop": {
            "key": lambda: jax.random.PRNGKey(0),
            "image": image,
            "crop_sizes": (4, 4, 3),
        },
        "depth_to_space": {"inputs": "f32[4,4,8]", "block_size": 2},
        "flat_nd_linear_interpolate_constant": {
            "volume": "f32[16]",
            "coordinates": "f32[2,5]",
            "cval": 0.5,
            "unflattened_vol_shape": (4, 4),
        },
        "ssim": {
            "a": "f32[16,16,3]",
            "b": "f32[16,16,3]",
            "filter_size": 3,
            "return_map": False,
            "ignore_nans": False,
        },
        "extract_patches": {
            "images": "f32[1,8,8,3]",
            "sizes": (1, 2, 2, 1),
            "strides": (1, 2, 2, 1),
            "rates": (1, 1, 1, 1),
        },
    }


def interpax() -> Table:
    import interpax as ip
    import jax.numpy as jnp

    x = lambda: jnp.linspace(0.0, 1.0, 8)  # noqa: E731
    y = lambda: jnp.sin(jnp.linspace(0.0, 3.0, 8))  # noqa: E731

    def akima() -> object:
        return ip.Akima1DInterpolator(x(), y(), check=False)

    return {
        "CubicSpline.__init__": {"x": x, "y": y, "check": False},
        "Akima1DInterpolator.__init__": {"x": x, "y": y, "check": False},
        "CubicHermiteSpline.__init__": {"x": x, "y": y, "dydx": y, "check": False},
        "PchipInterpolator.__init__": {"x": x, "y": y, "check": False},
        "CubicSmoothingSpline.__init__": {"x": x, "y": y, "p": 0.5, "check": False},
        "PPoly.__init__": {"c": "f32[4,7]", "x": x, "axis": 0, "check": False},
        "RBFInterpolator.__init__": {"y": "f32[8,2]", "d": "f32[8]", "neighbors": 4, "degree": 1},
        "Akima1DInterpolator.derivative": {"self": akima, "nu": 1},
        "Akima1DInterpolator.antiderivative": {"self": akima, "nu": 1},
        "Akima1DInterpolator.solve": {"self": akima, "y": 0.5, "discontinuity": True, "size": 4},
    }


def jaxlie() -> Table:
    import jax
    import jaxlie as jl

    return {
        "SEBase.apply": {"self": jl.SE3.identity, "target": "f32[3]"},
        "SO2.sample_uniform": {"key": lambda: jax.random.PRNGKey(0), "batch_axes": (2,)},
    }


def optax() -> Table:
    return {
        "softmax_cross_entropy_with_integer_labels": {
            "logits": "f32[4,5]",
            "labels": lambda: __import__("jax.numpy").numpy.array([0, 1, 2, 3]),
            "axis": -1,
        },
        "l2_loss": {"predictions": "f32[8]", "targets": "f32[8]"},
        "piecewise_constant_schedule": {
            "init_value": 0.5,
            "boundaries_and_scales": {10: 0.5, 20: 0.1},
        },
    }


TABLES = {"dm_pix": dm_pix, "interpax": interpax, "jaxlie": jaxlie, "optax": optax}


def table(library: str) -> Table:
    """The table of `library` (empty when it has none)."""
    made = TABLES.get(library)
    return made() if made is not None else {}
