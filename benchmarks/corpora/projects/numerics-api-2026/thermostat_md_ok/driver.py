import jax
import jax.numpy as jnp

from . import forces, integrator, observables
from .thermostat import Berendsen


def main():
    kx, kv = jax.random.split(jax.random.key(11))
    x = jax.random.normal(kx, (16, 2))
    v = 2.0 * jax.random.normal(kv, (16, 2))
    dt = 0.01
    potential = forces.make_potential()
    force = forces.make_force(potential)
    thermo = Berendsen(target=0.5, tau=0.1, dt=dt)
    run = integrator.make_stepper(force, thermo, dt)
    for block in range(3):
        x, v = run(x, v)
        u, k = observables.energies(potential, x, v)
        print(f"block {block}: T = {float(thermo.temperature(v)):.3f} U = {float(u):.3f} K = {float(k):.3f}")
    print("g(r) histogram", jnp.round(observables.pair_distance_histogram(x), 3))
    print("virial pressure", float(observables.virial_pressure(force, x, v, area=16.0)))
    mean_T, std_T = thermo.summary()
    print(f"thermostat log: mean T {float(mean_T):.3f} +- {float(std_T):.3f} over {len(thermo.history)} samples")
