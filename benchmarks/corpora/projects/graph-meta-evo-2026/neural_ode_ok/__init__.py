"""Neural ODE with a fixed-step RK4 solver and a hand-written discrete adjoint (custom_vjp)."""
from .model import NeuralODE
from .solver import odeint

__all__ = ["NeuralODE", "odeint"]
