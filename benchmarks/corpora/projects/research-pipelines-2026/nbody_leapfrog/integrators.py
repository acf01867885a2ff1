from .forces import pairwise_acceleration


def leapfrog_step(state, cfg):
    pos, vel, mass = state["pos"], state["vel"], state["mass"]
    acc = pairwise_acceleration(pos, mass, cfg.softening, cfg.G)
    vel_half = vel + 0.5 * cfg.dt * acc
    pos_new = pos + cfg.dt * vel_half
    acc_new = pairwise_acceleration(pos_new, mass, cfg.softening, cfg.G)
    vel_new = vel_half + 0.5 * cfg.dt * acc_new
    return {"pos": pos_new, "vel": vel_new, "mass": mass}
