#!/usr/bin/env python3
"""Fit the straggler coefficient c, the last end-to-end constant of the time model, to the public
measured runs in tests/data/calibration, and show what it does to the runs kept out of the fit.

    scripts/fit-straggler.py [--build DIR] [--jobs N] [--check]

--check exits 1 when the presets' coefficient is more than 0.001 from what the runs give (CTest:
fit_straggler_up_to_date), so a change to the time model that moves the fit cannot go unnoticed.

c enters the step as the makespan x (1 + L/(L+1) x c x sqrt(L)), L = log2(nodes a data-parallel
group spans) (SimuMax's form; core/estimate/stepassembly.h). Every other constant stays as the
cluster presets have it: kernel efficiencies come from the microbenchmarks (scripts/fit-profile.py)
and collective parameters from nccl-tests, fitted before this one, as docs/time-model.md orders.

The fit: one c for every preset (it stands for the fabric and the scale, not the GPU), chosen by
golden-section search on [0, 0.2] to minimise the Cauchy cost sum log(1 + (r / 0.1)^2) of
r = log(estimated / measured step time) over the runs of the fitted groups: the same loss and scale
as `shardscope-cli calibrate` (docs/calibration.md). Every run's step time is estimated by
`shardscope-cli estimate` on the run's own scenario with c set in it. A run measured as
throughput is turned into a measured step time through the benchmark's own estimate:
measured step = estimated step x (1 + throughput error), which holds because the token and FLOP
counts of a run do not depend on c. The script checks that the CLI's step at the presets' c equals
the benchmark's.

Kept out of the fit: the Llama 3 report's three 405B runs (llama3-405b.json): they are not among
the calibration data the time model names (docs/time-model.md) and are the only runs beyond
3,072 GPUs, so they judge the fit instead; and Megatron-Bridge's 25.11 FP8 runs
(megatron-bridge-2511.json), validation data added after the fit, which judge it too.

Python 3 standard library only. Prints the fitted c, the cost and median |error| before and after,
each group's median, the fit on Narayanan et al. Table 2 alone, and the held-out runs.
"""
import argparse
import concurrent.futures
import json
import math
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, '..')
DATA = os.path.join(ROOT, 'tests', 'data', 'calibration')
HELD_OUT = ('llama3-405b', 'megatron-bridge-2511')
TABLE2 = ('narayanan-table2-ptdp', 'narayanan-table2-zero3')
CAUCHY_SCALE = 0.1
BOUNDS = (0.0, 0.2)
TOLERANCE = 1e-4
CHECK_TOLERANCE = 0.001
SIMUMAX = 0.09  # SimuMax's own coefficient (docs/time-model.md)


def fail(message):
    print(f'fit-straggler.py: {message}', file=sys.stderr)
    sys.exit(2)


def load_runs(build):
    """Every benchmark row with its scenario and measured step time."""
    bench = os.path.join(build, 'tests', 'benchmarks', 'bench_fidelity')
    done = subprocess.run([bench, '--json'], capture_output=True, text=True)
    if done.returncode not in (0, 1) or not done.stdout.strip():
        fail(f'{bench} --json failed: {done.stderr.strip()[:300]}')
    report = json.loads(done.stdout)
    runs = []
    for group in report['groups']:
        with open(os.path.join(DATA, group['file']), encoding='utf-8') as f:
            rows = {row['id']: row for row in json.load(f)['rows']}
        for row in group['rows']:
            if row['id'] not in rows:
                fail(f"{group['file']}: no row '{row['id']}'")
            step = row['step']['time_s']
            measured = row['measured'] if row['unit'] == 's' else step * (1.0 + row['error'])
            runs.append({'group': group['group'], 'id': row['id'], 'scenario': rows[row['id']]['scenario'],
                         'bench_step': step, 'measured_step': measured})
    return runs


def preset_straggler(preset):
    """The preset's straggler coefficient, through the presets it derives from."""
    with open(os.path.join(ROOT, 'resources', 'presets', 'clusters', f'{preset}.json'), encoding='utf-8') as f:
        cluster = json.load(f)
    if 'straggler_coefficient' in cluster.get('inter_node', {}):
        return cluster['inter_node']['straggler_coefficient']
    if 'preset' in cluster:
        return preset_straggler(cluster['preset'])
    return 0.0


def estimate_step(cli, scenario, c):
    scenario = json.loads(json.dumps(scenario))
    cluster = scenario.setdefault('cluster', {})
    cluster.setdefault('inter_node', {})['straggler_coefficient'] = c
    done = subprocess.run([cli, 'estimate', '--json', '-'], input=json.dumps(scenario), capture_output=True, text=True)
    if not done.stdout.strip():
        fail(f"estimate failed on '{scenario.get('name')}': {done.stderr.strip()[:300]}")
    return json.loads(done.stdout)['step']['time_s']


class Steps:
    """Step times per (run, c), estimated once each, two at a time.

    A run whose data-parallel group stays in one node has L = 0, so its straggler factor is 1
    whatever c is: learn_fixed() finds those runs (the same step at both ends of the fit's
    bounds, to the bit) and at() answers them without estimating again. Only the runs c moves
    are estimated at each value the search tries."""

    def __init__(self, cli, runs, jobs):
        self.cli, self.runs, self.jobs, self.cache, self.fixed = cli, runs, jobs, {}, {}

    def learn_fixed(self):
        for run, low, high in zip(self.runs, self.at(BOUNDS[0]), self.at(BOUNDS[1])):
            if low == high:
                self.fixed[(run['id'], run['group'])] = low

    def at(self, c, runs=None):
        runs = self.runs if runs is None else runs
        todo = [r for r in runs if (r['id'], r['group']) not in self.fixed and (r['id'], r['group'], c) not in self.cache]
        with concurrent.futures.ThreadPoolExecutor(self.jobs) as pool:
            for run, step in zip(todo, pool.map(lambda r: estimate_step(self.cli, r['scenario'], c), todo)):
                self.cache[(run['id'], run['group'], c)] = step
        return [self.fixed.get((r['id'], r['group'])) or self.cache[(r['id'], r['group'], c)] for r in runs]


def residuals(steps, runs, c):
    return [math.log(s / r['measured_step']) for s, r in zip(steps.at(c, runs), runs)]


def cost(steps, runs, c):
    return sum(math.log1p((r / CAUCHY_SCALE) ** 2) for r in residuals(steps, runs, c))


def golden(steps, runs):
    lo, hi = BOUNDS
    ratio = (math.sqrt(5) - 1) / 2
    a, b = hi - ratio * (hi - lo), lo + ratio * (hi - lo)
    fa, fb = cost(steps, runs, a), cost(steps, runs, b)
    while hi - lo > TOLERANCE:
        if fa <= fb:
            hi, b, fb = b, a, fa
            a = hi - ratio * (hi - lo)
            fa = cost(steps, runs, a)
        else:
            lo, a, fa = a, b, fb
            b = lo + ratio * (hi - lo)
            fb = cost(steps, runs, b)
    c = round((lo + hi) / 2, 4)
    return c if cost(steps, runs, c) <= cost(steps, runs, 0.0) else 0.0


def percent(r):
    return f'{100.0 * (math.exp(r) - 1.0):+.1f} %'


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--build', default=os.path.join(ROOT, 'build'), help='build directory (default: build)')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    parser.add_argument('--check', action='store_true', help='exit 1 when the presets differ from the fit')
    args = parser.parse_args()
    cli = os.path.join(args.build, 'app', 'cli', 'shardscope-cli')
    runs = load_runs(args.build)
    steps = Steps(cli, runs, args.jobs)

    # The CLI and the benchmark must estimate the same step at the presets' own c.
    presets = {preset: preset_straggler(preset)
               for preset in {run['scenario'].get('cluster', {}).get('preset') for run in runs}}
    if len(set(presets.values())) != 1:
        fail(f'the presets carry different straggler coefficients: {presets}')
    current = next(iter(presets.values()))
    for run, step in zip(runs, steps.at(current)):
        if abs(step / run['bench_step'] - 1.0) > 1e-9:
            fail(f"{run['group']} '{run['id']}': the CLI estimates {step} s, the benchmark {run['bench_step']} s")
    steps.learn_fixed()

    fitted = [r for r in runs if r['group'] not in HELD_OUT]
    held = [r for r in runs if r['group'] in HELD_OUT]
    c = golden(steps, fitted)
    table2 = golden(steps, [r for r in runs if r['group'] in TABLE2])

    print(f'runs fitted: {len(fitted)} ({len(set(r["group"] for r in fitted))} groups); held out: {len(held)}')
    print(f'presets now: c = {current}; fitted: c = {c} (Narayanan Table 2 alone: c = {table2})')
    for value in sorted({0.0, current, c}):
        rs = residuals(steps, fitted, value)
        print(f'  c = {value:<7} Cauchy cost {cost(steps, fitted, value):7.3f}   '
              f'median |error| {100 * statistics.median(abs(math.expm1(r)) for r in rs):.2f} %')
    spanning = [r for r, a, b in zip(fitted, steps.at(0.0, fitted), steps.at(c, fitted)) if a != b]
    simumax = statistics.median(residuals(steps, fitted, SIMUMAX))
    print(f'  runs with a data-parallel group across nodes (the ones c moves): {len(spanning)} of {len(fitted)}; '
          f"SimuMax's c = {SIMUMAX}: median error {percent(simumax)}")
    print('median |step error| per group, without stragglers (c = 0) -> fitted:')
    for group in sorted(set(r['group'] for r in runs)):
        members = [r for r in runs if r['group'] == group]
        before = statistics.median(abs(math.expm1(r)) for r in residuals(steps, members, 0.0))
        after = statistics.median(abs(math.expm1(r)) for r in residuals(steps, members, c))
        note = ' (held out)' if group in HELD_OUT else ''
        print(f'  {group:24} {100 * before:5.1f} % -> {100 * after:5.1f} %{note}')
    print('held-out runs, estimated / measured step - 1, c = 0 -> fitted:')
    for run, before, after in zip(held, residuals(steps, held, 0.0), residuals(steps, held, c)):
        print(f'  {run["id"]:44} {percent(before)} -> {percent(after)}')
    if args.check and abs(c - current) > CHECK_TOLERANCE:
        print(f'fit-straggler.py: the presets carry c = {current}, the runs give {c}: set '
              f'inter_node.straggler_coefficient in resources/presets/clusters and its citation', file=sys.stderr)
        sys.exit(1)


if __name__ == '__main__':
    main()
