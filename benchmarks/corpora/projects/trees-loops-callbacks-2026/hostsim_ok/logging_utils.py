def report_energy(step, energy, every):
    step = int(step)
    if step % every == 0:
        print(f"  t-step {step:4d}: total energy {float(energy):10.2f} J")


def report_final(positions, angles):
    for angle, (x, y) in zip(angles, positions):
        print(f"angle {angle:5.1f} deg -> x={float(x):7.2f} m, y={float(y):5.2f} m")
