#pragma once

// Helpers for the GUI tests: isolated settings, the default scenario, driving a slider.

#include "widgets/document/scenariodocument.h"
#include "widgets/shell/mainwindow.h"

#include "core/io/builtinpresets.h"
#include "core/io/presetlibrary.h"
#include "core/io/scenariofile.h"

#include <QApplication>
#include <QLocale>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <memory>
#include <vector>

namespace guisupport {

using namespace shardscope::ui;

/** Settings and standard paths of the tests never touch the user's. */
inline void isolateSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ShardScopeTests"));
    QCoreApplication::setApplicationName(QStringLiteral("ShardScopeTests"));
    QSettings().clear();
}

/** A window for tests: no autosave, no restored layout from earlier runs. */
inline MainWindow::Options windowOptions()
{
    MainWindow::Options o;
    o.autosave = false;
    o.restoreWindowState = false;
    return o;
}

/** A test window at the default size, shown offscreen (the caller waits for it to be exposed). */
inline std::unique_ptr<MainWindow> shownWindow()
{
    auto window = std::make_unique<MainWindow>(windowOptions());
    window->resize(1600, 1000);
    window->show();
    return window;
}

/** `f()` with `locale` as the default QLocale, which is restored after. */
template <typename F>
auto inLocale(const QLocale& locale, F f)
{
    const QLocale saved;
    QLocale::setDefault(locale);
    auto result = f();
    QLocale::setDefault(saved);
    return result;
}

inline shardscope::Scenario defaultScenario()
{
    using namespace shardscope;
    return parseScenario(defaultScenarioText(), PresetLibrary::builtin(), "default scenario");
}

/**
 * Drag a snapping slider as a user does: press, move one notch at a time to the notch of
 * `value`, release. Returns false when `value` is not one of the slider's notches.
 */
inline bool dragSliderTo(QSlider* slider, const std::vector<int>& notches, int value)
{
    const auto it = std::find(notches.begin(), notches.end(), value);
    if (it == notches.end())
        return false;
    const int target = int(it - notches.begin());
    slider->setSliderDown(true); // emits sliderPressed
    while (slider->value() != target) {
        slider->triggerAction(slider->value() < target ? QAbstractSlider::SliderSingleStepAdd
                                                       : QAbstractSlider::SliderSingleStepSub);
        QCoreApplication::processEvents(); // one event-loop turn per notch, as in a real drag
    }
    slider->setSliderDown(false); // emits sliderReleased
    return true;
}

} // namespace guisupport
