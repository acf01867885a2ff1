"""Name -> step-function table."""
from . import integrators

INTEGRATORS = {
    "euler": integrators.euler_step,
    "rk4": integrators.rk4_step,
    "rkf45": integrators.rkf45_step,
}

ADAPTIVE = frozenset({"rkf45"})


def get_integrator(name):
    try:
        return INTEGRATORS[name]
    except KeyError:
        raise ValueError(f"unknown integrator {name!r}; choose one of {sorted(INTEGRATORS)}") from None
