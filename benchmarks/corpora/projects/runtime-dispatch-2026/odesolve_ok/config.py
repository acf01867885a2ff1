"""Settings read from ``ODE_*`` environment variables, with defaults."""
import dataclasses
import os


def _env(name, default, cast=str):
    raw = os.environ.get(name)
    return default if raw is None or raw == "" else cast(raw)


def _flag(raw):
    return raw.strip().lower() in ("1", "true", "yes", "on")


@dataclasses.dataclass(frozen=True)
class Settings:
    system: str
    method: str
    dt: float
    num_steps: int
    tol: float
    min_dt: float
    ensemble: int
    seed: int
    report_energy: bool


def from_env():
    return Settings(
        system=_env("ODE_SYSTEM", "pendulum"),
        method=_env("ODE_METHOD", "rkf45"),
        dt=_env("ODE_DT", 0.2, float),
        num_steps=_env("ODE_STEPS", 40, int),
        tol=_env("ODE_TOL", 1e-4, float),
        min_dt=_env("ODE_MIN_DT", 1e-3, float),
        ensemble=_env("ODE_ENSEMBLE", 8, int),
        seed=_env("ODE_SEED", 0, int),
        report_energy=_env("ODE_REPORT_ENERGY", True, _flag),
    )
