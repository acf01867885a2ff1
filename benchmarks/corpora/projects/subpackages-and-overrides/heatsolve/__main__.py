from dataclasses import replace

from heatsolve.config import SolverConfig
from heatsolve.grid import mesh
from heatsolve.solver.integrate import run


def main():
    for cfg in (SolverConfig(), replace(SolverConfig(), boundary="periodic", use_source=False)):
        u0 = mesh.initial_profile(cfg)
        u, totals = run(u0, mesh.nodes(cfg), cfg)
        print(cfg.boundary, "max", round(float(u.max()), 4), "heat", [round(float(v), 4) for v in totals])


if __name__ == "__main__":
    main()
